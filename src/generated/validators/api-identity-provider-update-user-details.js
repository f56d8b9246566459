// generated - do not edit: written by `npm run gen` from schemas/models/api-identity-provider-update-user-details.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-identity-provider-update-user-details.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-identity-provider-update-user-details.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-identity-provider-update-user-details.json","title":"caption.identityProviderUserDetails","type":"object","minProperties":1,"messages":{"minProperties":"identityProvider.details.empty"},"properties":{"firstName":{"$ref":"#/definitions/person-name","title":"caption.firstName"},"lastName":{"$ref":"#/definitions/person-name","title":"caption.lastName"},"email":{"$ref":"#/definitions/username","title":"caption.email"}},"definitions":{"person-name":{"title":"caption.name","type":"string","minLength":2,"maxLength":25,"pattern":"^[A-Za-z`',\\-._ ]*$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"name.characters"},"validCharacters":true},"username":{"title":"caption.username","type":"string","maxLength":150,"pattern":"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$","messages":{"required":"field.required","maxLength":"field.maxLength","pattern":"username.invalid"},"validCharacters":true}}};
const schema28 = {"title":"caption.name","type":"string","minLength":2,"maxLength":25,"pattern":"^[A-Za-z`',\\-._ ]*$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"name.characters"},"validCharacters":true};
const schema30 = {"title":"caption.username","type":"string","maxLength":150,"pattern":"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$","messages":{"required":"field.required","maxLength":"field.maxLength","pattern":"username.invalid"},"validCharacters":true};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("^[A-Za-z`',\\-._ ]*$", "u");
const pattern1 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern4 = new RegExp("^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-identity-provider-update-user-details.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.firstName !== undefined){
let data0 = data.firstName;
if(typeof data0 === "string"){
if(func2(data0) > 25){
const err1 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/maxLength",keyword:"maxLength",params:{limit: 25}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func2(data0) < 2){
const err2 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/minLength",keyword:"minLength",params:{limit: 2}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern0.test(data0)){
const err3 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z`',\\-._ ]*$"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(pattern1.test(data0)){
const err4 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/validCharacters",keyword:"validCharacters",params:{messageId: "name.characters"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.lastName !== undefined){
let data1 = data.lastName;
if(typeof data1 === "string"){
if(func2(data1) > 25){
const err6 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/maxLength",keyword:"maxLength",params:{limit: 25}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func2(data1) < 2){
const err7 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/minLength",keyword:"minLength",params:{limit: 2}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern0.test(data1)){
const err8 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z`',\\-._ ]*$"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(pattern1.test(data1)){
const err9 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/validCharacters",keyword:"validCharacters",params:{messageId: "name.characters"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.email !== undefined){
let data2 = data.email;
if(typeof data2 === "string"){
if(func2(data2) > 150){
const err11 = {instancePath:instancePath+"/email",schemaPath:"#/definitions/username/maxLength",keyword:"maxLength",params:{limit: 150}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern4.test(data2)){
const err12 = {instancePath:instancePath+"/email",schemaPath:"#/definitions/username/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(pattern1.test(data2)){
const err13 = {instancePath:instancePath+"/email",schemaPath:"#/definitions/username/validCharacters",keyword:"validCharacters",params:{messageId: "username.invalid"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/email",schemaPath:"#/definitions/username/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
