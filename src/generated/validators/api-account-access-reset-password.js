// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-reset-password.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-account-access-reset-password.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-account-access-reset-password.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-account-access-reset-password.json","title":"caption.resetPassword","type":"object","required":["userToken","reset"],"properties":{"userToken":{"title":"caption.token","type":"string","minLength":1,"maxLength":200,"messages":{"required":"field.required","minLength":"field.required","maxLength":"field.invalid","type":"field.invalid"},"validCharacters":true},"reset":{"title":"caption.resetMethod","type":"string","enum":["email","questions"],"messages":{"required":"field.required","enum":"field.invalid","type":"field.invalid"},"validCharacters":true}},"additionalProperties":false,"definitions":{}};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-account-access-reset-password.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.userToken === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userToken"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.reset === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reset"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "userToken") || (key0 === "reset"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.userToken !== undefined){
let data0 = data.userToken;
if(typeof data0 === "string"){
if(func2(data0) > 200){
const err3 = {instancePath:instancePath+"/userToken",schemaPath:"#/properties/userToken/maxLength",keyword:"maxLength",params:{limit: 200}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/userToken",schemaPath:"#/properties/userToken/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(pattern0.test(data0)){
const err5 = {instancePath:instancePath+"/userToken",schemaPath:"#/properties/userToken/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/userToken",schemaPath:"#/properties/userToken/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.reset !== undefined){
let data1 = data.reset;
if(!((data1 === "email") || (data1 === "questions"))){
const err7 = {instancePath:instancePath+"/reset",schemaPath:"#/properties/reset/enum",keyword:"enum",params:{allowedValues: schema27.properties.reset.enum}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data1 === "string"){
if(pattern0.test(data1)){
const err8 = {instancePath:instancePath+"/reset",schemaPath:"#/properties/reset/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/reset",schemaPath:"#/properties/reset/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
