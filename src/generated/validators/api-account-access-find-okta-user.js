// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-find-okta-user.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-account-access-find-okta-user.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-account-access-find-okta-user.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-account-access-find-okta-user.json","title":"caption.findIdentityProviderUser","description":"POST /api/user/findOktaUser: step 1 of account access for an identity provider user (spec section 3, \"Identity-provider user: username, emailaddress, oktaUserId\"). The account is found by username and e-mail like POST /api/user/find, and only when it is linked to the identity provider; oktaUserId, when given, must be the provider id it is linked to.","type":"object","required":["username","emailaddress"],"properties":{"username":{"title":"caption.username","type":"string","minLength":4,"maxLength":150,"messages":{"required":"field.required","minLength":"field.minLength","maxLength":"field.maxLength","type":"field.invalid"},"examples":["pat.lee@clinic.example.org"],"validCharacters":true},"emailaddress":{"$ref":"#/definitions/email","title":"caption.emailAddress"},"oktaUserId":{"title":"caption.identityProviderUser","type":"string","maxLength":100,"messages":{"maxLength":"field.invalid","type":"field.invalid"},"examples":["00u1a2b3c4d5e6f7g8h9"],"validCharacters":true}},"additionalProperties":false,"messages":{"type":"field.invalid","additionalProperties":"field.invalid","required":"field.required"},"examples":[{"username":"pat.lee@clinic.example.org","emailaddress":"pat.lee@clinic.example.org"},{"username":"pat.lee@clinic.example.org","emailaddress":"pat.lee@clinic.example.org","oktaUserId":"00u1a2b3c4d5e6f7g8h9"}],"invalidExamples":[{"value":{"username":"pat.lee@clinic.example.org"},"messageId":"field.required","path":"/emailaddress"},{"value":{"username":"abc","emailaddress":"pat.lee@clinic.example.org"},"messageId":"field.minLength","path":"/username"}],"definitions":{"email":{"title":"caption.email","description":"A contact e-mail address.","type":"string","minLength":6,"maxLength":75,"pattern":"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"email.invalid"},"examples":["a@b.co","pat.lee@clinic.example.org"],"invalidExamples":[{"value":"a@b.c","messageId":"field.lengthBetween"},{"value":"pat.lee.clinic.example","messageId":"email.invalid"}],"validCharacters":true}}};
const schema28 = {"title":"caption.email","description":"A contact e-mail address.","type":"string","minLength":6,"maxLength":75,"pattern":"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"email.invalid"},"examples":["a@b.co","pat.lee@clinic.example.org"],"invalidExamples":[{"value":"a@b.c","messageId":"field.lengthBetween"},{"value":"pat.lee.clinic.example","messageId":"email.invalid"}],"validCharacters":true};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern1 = new RegExp("^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-account-access-find-okta-user.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.username === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "username"},message:"must have required property '"+"username"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.emailaddress === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "emailaddress"},message:"must have required property '"+"emailaddress"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "username") || (key0 === "emailaddress")) || (key0 === "oktaUserId"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.username !== undefined){
let data0 = data.username;
if(typeof data0 === "string"){
if(func2(data0) > 150){
const err3 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/maxLength",keyword:"maxLength",params:{limit: 150},message:"must NOT have more than 150 characters",schema:150,parentSchema:schema27.properties.username,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 4){
const err4 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters",schema:4,parentSchema:schema27.properties.username,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(pattern0.test(data0)){
const err5 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema27.properties.username,data:data0};
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
const err6 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.username.type,parentSchema:schema27.properties.username,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.emailaddress !== undefined){
let data1 = data.emailaddress;
if(typeof data1 === "string"){
if(func2(data1) > 75){
const err7 = {instancePath:instancePath+"/emailaddress",schemaPath:"#/definitions/email/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters",schema:75,parentSchema:schema28,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func2(data1) < 6){
const err8 = {instancePath:instancePath+"/emailaddress",schemaPath:"#/definitions/email/minLength",keyword:"minLength",params:{limit: 6},message:"must NOT have fewer than 6 characters",schema:6,parentSchema:schema28,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern1.test(data1)){
const err9 = {instancePath:instancePath+"/emailaddress",schemaPath:"#/definitions/email/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$"},message:"must match pattern \""+"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$"+"\"",schema:"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$",parentSchema:schema28,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(pattern0.test(data1)){
const err10 = {instancePath:instancePath+"/emailaddress",schemaPath:"#/definitions/email/validCharacters",keyword:"validCharacters",params:{messageId: "email.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema28,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/emailaddress",schemaPath:"#/definitions/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.oktaUserId !== undefined){
let data2 = data.oktaUserId;
if(typeof data2 === "string"){
if(func2(data2) > 100){
const err12 = {instancePath:instancePath+"/oktaUserId",schemaPath:"#/properties/oktaUserId/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema27.properties.oktaUserId,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(pattern0.test(data2)){
const err13 = {instancePath:instancePath+"/oktaUserId",schemaPath:"#/properties/oktaUserId/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema27.properties.oktaUserId,data:data2};
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
const err14 = {instancePath:instancePath+"/oktaUserId",schemaPath:"#/properties/oktaUserId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.oktaUserId.type,parentSchema:schema27.properties.oktaUserId,data:data2};
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
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.type,parentSchema:schema27,data};
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
